/**
 * Refusals of something sent from the device that sending again cannot
 * change: what it answers was deleted meanwhile (404, 409), or it is no
 * longer a valid answer (422). Anything else (no connection, signed out,
 * past an allowance, a server error) leaves it waiting for the next try.
 */
export const isFinalRefusal = (status: number) => status === 404 || status === 409 || status === 422;

/** The tab's sessionStorage entry saying its user has been told they are logged in: set at login, cleared at logout. */
export const STARTUP_CHECK_KEY = "practice:startup-check";

/** A count with its English noun: "1 card", "2 cards", "0 days". */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

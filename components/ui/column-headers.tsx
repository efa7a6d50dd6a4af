/** A table's header row: one column heading per entry, each with its own classes. */
export function ColumnHeaders({ columns }: { columns: ReadonlyArray<{ label: string; className: string }> }) {
  return (
    <tr>
      {columns.map(({ label, className }) => (
        <th key={label} scope="col" className={className}>
          {label}
        </th>
      ))}
    </tr>
  );
}

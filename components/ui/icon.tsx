/** A one-path icon beside a text or inside a named control, so screen readers skip it. */
export function Icon({
  path,
  className,
  viewBox = "0 0 24 24",
}: {
  path: string;
  className: string;
  viewBox?: string;
}) {
  return (
    <svg aria-hidden viewBox={viewBox} className={className}>
      <path d={path} />
    </svg>
  );
}

import type { ReactNode } from "react";

/**
 * A row of a list of named things (people, classes): the name, untranslated,
 * over a line of its details, and what can be done to it at the row's end
 * (below on a narrow screen).
 */
export function ListRow({ name, details, action }: { name: string; details: ReactNode; action?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
      <div className="flex min-w-0 flex-col">
        <span className="font-medium break-words text-slate-900" translate="no">
          {name}
        </span>
        <span className="text-sm text-slate-600">{details}</span>
      </div>
      {action}
    </li>
  );
}

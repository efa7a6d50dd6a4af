import type { ReactNode } from "react";

export function LoadingText() {
  return (
    <p role="status" className="p-4 text-slate-500">
      Loading...
    </p>
  );
}

export function ErrorText({ message }: { message: string }) {
  return (
    <p role="alert" className="text-error p-4">
      Error: {message}
    </p>
  );
}

export function EmptyText({ children = "No data to display" }: { children?: ReactNode }) {
  return <p className="p-4 text-slate-500">{children}</p>;
}

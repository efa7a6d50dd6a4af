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

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{children}</h1>;
}

export function Card({
  children,
  className = "",
  padded = true,
}: {
  children: ReactNode;
  className?: string;
  padded?: boolean;
}) {
  return (
    <section
      className={`rounded-xl border border-slate-200 bg-white shadow-sm ${padded ? "p-4" : ""} ${className}`}
    >
      {children}
    </section>
  );
}

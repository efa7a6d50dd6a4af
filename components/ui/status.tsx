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

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${className}`}>
      {children}
    </section>
  );
}

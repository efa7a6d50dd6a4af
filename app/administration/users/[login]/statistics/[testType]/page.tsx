import { requireSection } from "@/lib/admin/guard";

export default async function UserTestTypePage({ params }: { params: Promise<{ login: string }> }) {
  await requireSection("users");
  const { login } = await params;
  return (
    <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-slate-500">
      Choose a unit to see the results of {decodeURIComponent(login)}.
    </p>
  );
}

import { UserChooseUnit } from "@/app/_components/user-statistics-views";
import { requireSection } from "@/lib/admin/guard";

export default async function UserTestTypePage({ params }: { params: Promise<{ login: string }> }) {
  await requireSection("users");
  const { login } = await params;
  return <UserChooseUnit login={decodeURIComponent(login)} />;
}

import { UserChooseUnit } from "@/app/_components/user-statistics-views";
import { classLearnerPage } from "@/lib/pages/class-learner-page";

export default async function ClassLearnerTestTypePage({
  params,
}: {
  params: Promise<{ id: string; login: string }>;
}) {
  const { id, login: rawLogin } = await params;
  const { login } = await classLearnerPage(id, rawLogin);
  return <UserChooseUnit login={login} />;
}

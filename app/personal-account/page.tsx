import { AccountPanel } from "@/app/personal-account/_components/account-panel";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { ErrorText } from "@/components/ui/status";
import { getPagePrincipal } from "@/lib/auth/current";
import { getAccount } from "@/lib/services/access/accounts";

export const metadata = { title: "My account" };

export default async function PersonalAccountPage() {
  const principal = await getPagePrincipal();
  if (!principal) {
    return (
      <Card className="mx-auto max-w-md">
        <p className="text-slate-700">Please, sign in</p>
      </Card>
    );
  }
  const account = await getAccount(principal).catch(() => null);
  return (
    <Card className="mx-auto w-full max-w-md">
      <PageTitle>My account</PageTitle>
      {account ? <AccountPanel account={account} /> : <ErrorText message="Error getting personal account" />}
    </Card>
  );
}

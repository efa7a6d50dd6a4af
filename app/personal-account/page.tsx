import { AccountPanel } from "@/app/personal-account/_components/account-panel";
import { Card } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { ErrorText } from "@/components/ui/status";
import { getPagePrincipal } from "@/lib/auth/current";
import { getAccount } from "@/lib/services/access/accounts";
import { getPracticeSettings } from "@/lib/services/learning/practice-settings";
import { PracticePanel } from "./_components/practice-panel";

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
  const [account, settings] = await Promise.all([
    getAccount(principal).catch(() => null),
    getPracticeSettings(principal).catch(() => null),
  ]);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4">
      <Card>
        <PageTitle>My account</PageTitle>
        {account ? (
          <AccountPanel account={account} />
        ) : (
          <ErrorText message="Error getting personal account" />
        )}
      </Card>
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">Practice</h2>
        {settings ? (
          <PracticePanel settings={settings} />
        ) : (
          <ErrorText message="Could not fetch practice settings" />
        )}
      </Card>
    </div>
  );
}

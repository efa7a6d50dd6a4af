import { SectionLayout } from "@/components/admin/section-layout";
import { listUsers } from "@/lib/services/users";

/** Users are created by registration and never deleted here: the list has no add button. */
export default function UsersLayout({ children }: { children: React.ReactNode }) {
  return (
    <SectionLayout
      section="users"
      title="List of users"
      failureToast="Can not fetch users"
      ratio="4/8"
      loadItems={async () =>
        (await listUsers()).map((user) => ({
          key: user.login,
          label: user.login,
          secondary: user.email,
          searchFields: [user.login, user.email],
        }))
      }
    >
      {children}
    </SectionLayout>
  );
}

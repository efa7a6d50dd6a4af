import { EntityList, type ListItem } from "@/components/admin/entity-list";
import { SplitView } from "@/components/admin/split-view";
import { ToastOnMount } from "@/components/ui/toast-on-mount";
import { requireSection } from "@/lib/admin/guard";
import { listUsers } from "@/lib/services/users";

/** Users are created by registration and never deleted here: the list has no add button. */
export default async function UsersLayout({ children }: { children: React.ReactNode }) {
  await requireSection("users");
  let items: ListItem[] = [];
  let error: string | undefined;
  try {
    items = (await listUsers()).map((user) => ({
      key: user.login,
      label: user.login,
      secondary: user.email,
      searchFields: [user.login, user.email],
    }));
  } catch (cause) {
    error = cause instanceof Error ? cause.message : "something went wrong";
  }
  return (
    <SplitView
      ratio="4/8"
      list={
        <>
          <EntityList title="List of users" basePath="/administration/users" items={items} error={error} />
          {error ? <ToastOnMount message="Can not fetch users" /> : null}
        </>
      }
      detail={children}
    />
  );
}

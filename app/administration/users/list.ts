import "server-only";
import type { ListSource } from "@/lib/admin/list-source";
import { userRoutes } from "@/lib/api/routes/access";
import { getUserByLogin, pageUsers } from "@/lib/services/access/users";
import type { UserDto } from "@/lib/types/access";

export const USER_LIST: ListSource<UserDto> = {
  route: userRoutes.list,
  page: pageUsers,
  find: (login) => getUserByLogin({ login }),
  item: (user) => ({
    key: user.login,
    label: user.login,
    secondary: user.email,
  }),
};

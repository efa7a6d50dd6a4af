import { authPage } from "../auth-page";

export const metadata = { title: "Login" };

export default authPage("login");

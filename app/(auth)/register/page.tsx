import { authPage } from "../auth-page";

export const metadata = { title: "Register" };

export default authPage("register");

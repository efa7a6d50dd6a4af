import { authPage, authPageMetadata } from "../auth-page";

export const generateMetadata = authPageMetadata("register");

export default authPage("register");

import { authPage, authPageMetadata } from "../auth-page";

export const generateMetadata = authPageMetadata("login");

export default authPage("login");

import { sectionIndexPage } from "@/components/admin/section-index";

export default sectionIndexPage("users");

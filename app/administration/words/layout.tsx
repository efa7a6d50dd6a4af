import { sectionLayout } from "../section-layouts";

export default sectionLayout("words");

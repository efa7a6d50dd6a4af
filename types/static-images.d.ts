// Static image imports (`import city from "./city.svg"`) are typed by Next's own declarations.
// next-env.d.ts references them too, but only a build or `next dev` writes that file, and the test
// command typechecks a fresh clone before it builds.
/// <reference types="next/image-types/global" />

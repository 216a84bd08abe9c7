// Part 4 of the accessibility walk (tests/helpers/accessibility.ts): the routes are dealt to four
// files so that `deno test --parallel` runs the walk side by side with itself and the rest.
import { accessibilityWalk } from "../helpers/accessibility.ts";

accessibilityWalk(3, 4);

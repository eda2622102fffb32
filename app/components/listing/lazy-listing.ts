// The filter drawer's code stays out of the first-load JS (decision 081): it is server-rendered as
// before, opens through the shell (or as the :target without JS) and hydrates when its code arrives.
import { lazyComponent } from "../ui/lazy-component";

export const FilterPanel = lazyComponent(() => import("./FilterPanel").then((module) => module.FilterPanel));

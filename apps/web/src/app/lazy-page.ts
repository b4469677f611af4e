import { type ComponentType, lazy } from "react";

/** React.lazy for a module that exports the page by name (no default exports in this codebase). */
export function lazyPage<Name extends string>(
  load: () => Promise<{ [Key in Name]: ComponentType }>,
  name: Name,
): ComponentType {
  return lazy<ComponentType>(async () => ({ default: (await load())[name] }));
}

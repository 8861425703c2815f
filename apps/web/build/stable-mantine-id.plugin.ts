import type { Plugin } from 'vite';

/** Mantine's id hook, as the package ships it. */
const MANTINE_USE_ID = /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/** What the shipped hook does after the first render, which the replacement leaves out. */
const RANDOM_AFTER_MOUNT = 'setUuid(randomId())';

/** The hook with React's id only: the same first value as Mantine's, kept for good. */
const STABLE_USE_ID = `"use client";
import { useId as useReactId } from "react";
function useId(staticId) {
  const reactId = useReactId();
  if (typeof staticId === "string") return staticId;
  return \`mantine-\${reactId.replace(/:/g, "")}\`;
}
export { useId };
`;

/**
 * Builds Mantine's `useId` (@mantine/hooks) on React's `useId` alone (decision 037). As shipped,
 * every input, popover and dialog takes React's id in its first render and a random one in a layout
 * effect: a second, synchronous render of each of them right after the page is hydrated (80 ms of
 * a phone's main thread on the home page, issue 17), and ids that change under aria attributes.
 * React's id is the same on the server and in the browser and stays for the component's life.
 *
 * The build fails when the shipped hook no longer looks as expected (a Mantine upgrade): the
 * replacement must then be checked against the new one.
 */
export function stableMantineId(): Plugin {
  return {
    name: 'domus:stable-mantine-id',
    enforce: 'pre',
    transform(code, id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      if (!code.includes(RANDOM_AFTER_MOUNT)) {
        this.error(`${id} changed: check docs/decisions/037 before replacing it again`);
      }
      return { code: STABLE_USE_ID, map: null };
    },
  };
}

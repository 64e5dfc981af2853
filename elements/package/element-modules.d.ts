// A module the package build writes (rollup.package.mjs): each tag's dynamic import of its entry.
declare module "campaign:element-modules" {
  const modules: Record<string, () => Promise<unknown>>;
  export default modules;
}

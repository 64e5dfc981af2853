// The loader's penpal without what the loader never uses, for issue 8's 5 KB budget (about 600 B gzip):
// - the pre-v7 protocol: both ends are ours and speak v7 (site/widget, site/modal-bridge), so a message
//   in the old format is ignored like any other foreign message;
// - the debug log calls: the loader passes no `log`, so each `log?.(…)` only costs bytes.
// Every edit must match at least once: a penpal upgrade that moves this code fails the build loudly
// instead of quietly shipping the full library (the budget check would catch it later, less clearly).

const PENPAL = /[\\/]node_modules[\\/]penpal[\\/]dist[\\/]penpal\.mjs$/;

const EDITS = [
  { why: "ignore pre-v7 messages", find: /if \(isDeprecatedMessage\(data\)\) \{/g, replace: "if (false) {" },
  {
    why: "never downgrade outgoing messages",
    find: /this\.#isChildUsingDeprecatedProtocol(?=\s*[)?])/g,
    replace: "false",
  },
  { why: "drop debug logging", find: /(this\.#log|(?<![\w.#$])log)\?\.\(/g, replace: "0 && $1?.(" },
];

export function penpalLean() {
  return {
    name: "penpal-lean",
    transform(code, id) {
      if (!PENPAL.test(id)) return null;
      let out = code;
      for (const edit of EDITS) {
        const next = out.replace(edit.find, edit.replace);
        if (next === out) this.error(`penpal-lean: "${edit.why}" no longer matches ${id}; update the edit`);
        out = next;
      }
      return { code: out, map: null };
    },
  };
}

// The elements' styles are CSS in template literals (`createSheet(`…`)`, or a literal marked `/* css */`
// when it is kept in a constant). Shipped as written, their indentation, line breaks and comments cost
// every element's bundle bytes; this minifies each literal with Lightning CSS at build time. A literal
// with `${…}` is left alone (its CSS is not whole until run time); CSS that does not parse fails the build.
import { transform } from "lightningcss";

const SOURCE = /[\\/]elements[\\/].*\.tsx?$/;
const LITERAL = /(createSheet\(\s*|\/\* css \*\/\s*)`([^`$\\]*)`/g;

export function minifyCss(code) {
  return code.replace(LITERAL, (_, before, css) => {
    const { code: out } = transform({ filename: "element.css", code: Buffer.from(css), minify: true });
    return `${before}${JSON.stringify(out.toString())}`;
  });
}

export function minifyElementCss() {
  return {
    name: "minify-element-css",
    transform(code, id) {
      if (!SOURCE.test(id) || !LITERAL.test(code)) return null;
      LITERAL.lastIndex = 0;
      try {
        return { code: minifyCss(code), map: null };
      } catch (error) {
        this.error(`minify-element-css: ${id}: ${error}`);
      }
    },
  };
}

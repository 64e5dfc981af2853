// `npm start`: the built server in demo mode (CONTRACT.md "Demo mode and production"). Demo mode is an
// explicit choice, never a default: `npm run serve` and `node dist/server/main.js` run production.
// Setting DEMO here, not in package.json, keeps `npm start` working in every shell (Windows too).
process.env.DEMO = "1";
await import("../dist/server/main.js");

// A third-party form driving the remote-signup frame with the documented plain messages
// (docs/embedding.md): wait for "ready", send "requestConfig", render the fields, send "submitForm".
(() => {
  const frame = document.getElementById("remote-signup");
  const fields = document.getElementById("remote-fields");
  const form = document.getElementById("remote-form");
  const result = document.getElementById("remote-result");
  const siteOrigin = new URL(frame.src).origin;
  const send = (message) => frame.contentWindow.postMessage({ v: 1, ...message }, siteOrigin);

  const renderFields = (config) => {
    fields.replaceChildren();
    for (const field of config.fields) {
      const label = document.createElement("label");
      label.textContent = `${field.name}${field.required ? "" : " (optional)"} `;
      const input = document.createElement("input");
      input.name = field.key;
      input.type = field.key === "emailAddress" ? "email" : "text";
      if (field.key === "dob") input.placeholder = "DDMMYYYY";
      label.append(input);
      const row = document.createElement("p");
      row.append(label);
      fields.append(row);
    }
  };

  window.addEventListener("message", (event) => {
    if (event.source !== frame.contentWindow || event.origin !== siteOrigin) return;
    const data = event.data || {};
    if (data.action === "ready") send({ action: "requestConfig" });
    else if (data.action === "config") renderFields(data.config);
    else if (data.action === "submitResult") {
      result.textContent = data.success
        ? "Thanks, you are on the list!"
        : Object.values(data.errors || {}).join(" ") || "Sign-up failed.";
      result.dataset.success = String(data.success);
    }
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    send({ action: "submitForm", form: Object.fromEntries(new FormData(form)) });
  });
})();

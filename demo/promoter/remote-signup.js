// A third-party form signing fans up through the remote-signup frame with the typed helper the campaign
// site serves (docs/embedding.md): `connectRemoteSignup(frame)` posts the documented plain messages
// (requestConfig, submitForm) and resolves with the frame's answers. A form that loads no script of
// ours can post the same messages itself.
(async () => {
  const frame = document.getElementById("remote-signup");
  const fields = document.getElementById("remote-fields");
  const form = document.getElementById("remote-form");
  const result = document.getElementById("remote-result");
  const { connectRemoteSignup } = await import(new URL("/remote-signup.js", frame.src).href);
  const signup = connectRemoteSignup(frame);

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
    // The campaign's own questions: each answer goes under its key (a list for several choices).
    for (const field of config.customFields || []) {
      const label = document.createElement("label");
      label.textContent = `${field.name}${field.required ? "" : " (optional)"} `;
      let input;
      if (field.type === "dropdown-single" || field.type === "dropdown-multi") {
        input = document.createElement("select");
        input.multiple = field.type === "dropdown-multi";
        if (!input.multiple) input.append(new Option("", ""));
        for (const option of field.options || []) input.append(new Option(option, option));
      } else {
        input = document.createElement("input");
        input.type = field.type === "number" ? "number" : "text";
        if (field.type === "date") input.placeholder = "DD/MM/YYYY";
      }
      input.name = field.key;
      label.append(input);
      const row = document.createElement("p");
      row.append(label);
      fields.append(row);
    }
  };

  /** The form's values by name; a name with several values (a multiple select) as a list. */
  const valuesOf = (data) => {
    const values = {};
    for (const name of new Set(data.keys())) {
      const all = data.getAll(name);
      const select = form.elements.namedItem(name);
      values[name] = select instanceof HTMLSelectElement && select.multiple ? all : all[0];
    }
    return values;
  };

  const show = (success, text) => {
    result.textContent = text;
    result.dataset.success = String(success);
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const answer = await signup.submitForm(valuesOf(new FormData(form)));
      show(
        answer.success,
        answer.success
          ? "Thanks, you are on the list!"
          : Object.values(answer.errors || {}).join(" ") || "Sign-up failed.",
      );
    } catch (error) {
      show(false, error.message);
    }
  });

  try {
    renderFields(await signup.requestConfig());
  } catch (error) {
    console.warn("[promoter] remote signup unavailable:", error.message);
  }
})();

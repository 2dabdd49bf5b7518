/*
 * Airshop's newsletter form, embedded in product pages through Detail.HubspotScript (ADR 0021), the way a
 * marketing platform's form script is:
 *
 *   <div id="airshop-newsletter"></div>
 *   <script src="/forms/newsletter-form.js"></script>
 *   <script>AirshopForms.newsletter({ target: '#airshop-newsletter' })</script>
 *
 * It builds the form in the browser (the product page around it is cached and shared), takes its texts from
 * GET /api/v1/Translations/Pages/productPage (keys marketing/form/…) in the page's language, and posts to
 * POST /api/v1/Form/NewsletterSignup. When it cannot build the form it dispatches `marketingformerror` on the
 * target, and the page shows 'failed to load'. Plain ES2017, no build step: it is served as it is.
 */
(() => {
  if (window.AirshopForms) return;

  const STYLE_ID = 'airshop-forms-style';
  const EMAIL = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]{2,}$/;
  let counter = 0;

  const CSS = `
.asf{display:grid;gap:1.25rem;max-width:34rem}
.asf-field{display:grid;gap:.375rem}
.asf-label{font-weight:600}
.asf-input{height:2.75rem;padding:0 .875rem;border:1px solid var(--color-border-strong,#7d8b94);border-radius:var(--radius-md,6px);background:#fff;font:inherit;color:inherit}
.asf-input:focus-visible{outline:2px solid var(--color-brand,#0a5c7a);outline-offset:1px;border-color:var(--color-brand,#0a5c7a)}
.asf-input[aria-invalid=true],.asf-check input[aria-invalid=true]{border-color:var(--color-error,#b42318);outline-color:var(--color-error,#b42318)}
.asf-check{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;align-items:start}
.asf-check input{width:1.25rem;height:1.25rem;margin:.15rem 0 0;accent-color:var(--color-brand,#0a5c7a)}
.asf-check .asf-error{grid-column:2}
.asf-check label{color:var(--color-ink-muted,#4a5a64);font-size:var(--font-size-sm,.875rem)}
.asf-error{margin:0;color:var(--color-error,#b42318);font-size:var(--font-size-sm,.875rem);font-weight:500}
.asf-error[hidden]{display:none}
.asf-submit{justify-self:start;display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.5rem;border:0;border-radius:var(--radius-md,6px);background:var(--color-brand,#0a5c7a);color:#fff;font:inherit;font-weight:600;cursor:pointer}
.asf-submit:hover{background:var(--color-brand-hover,#084a63)}
.asf-submit:focus-visible{outline:2px solid var(--color-brand,#0a5c7a);outline-offset:2px}
.asf-submit[aria-disabled=true]{opacity:.7;cursor:progress}
.asf-status{margin:0;color:var(--color-ink-muted,#4a5a64)}
.asf-status:empty{margin-top:-1.25rem}
.asf-status[data-tone=error]{color:var(--color-error,#b42318);font-weight:500}
.asf-done{display:grid;gap:.5rem;padding:1.25rem 1.5rem;border-left:4px solid var(--color-success,#1d6b40);border-radius:var(--radius-md,6px);background:var(--color-success-tint,#e8f4ec)}
.asf-done h3{margin:0;font-size:var(--font-size-lg,1.125rem)}
.asf-done h3:focus{outline:none}
.asf-done p{margin:0}
`;

  function addStyles() {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.append(style);
  }

  /** The page's language: the first segment of its path (/de-AT/products/…). */
  function pageLocale() {
    return window.location.pathname.split('/')[1] || 'en';
  }

  async function loadTexts(locale) {
    const response = await fetch('/api/v1/Translations/Pages/productPage', {
      headers: { 'x-lang': locale, accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok || response.status === 204) throw new Error(`texts: ${response.status}`);
    const texts = {};
    for (const entry of await response.json()) {
      if (entry.Id.indexOf('marketing/form/') === 0)
        texts[entry.Id.slice('marketing/form/'.length)] = entry.Text;
    }
    if (!texts.submit) throw new Error('texts: missing');
    return texts;
  }

  function element(tag, attributes, children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) {
      if (value === false || value === undefined) continue;
      node.setAttribute(name, value === true ? '' : String(value));
    }
    for (const child of children || []) node.append(child);
    return node;
  }

  function buildForm(target, texts, locale) {
    const n = ++counter;
    const ids = {
      email: `asf-email-${n}`,
      emailError: `asf-email-error-${n}`,
      consent: `asf-consent-${n}`,
      consentError: `asf-consent-error-${n}`,
    };
    const email = element('input', {
      id: ids.email,
      class: 'asf-input',
      type: 'email',
      name: 'email',
      autocomplete: 'email',
      maxlength: 100,
      required: true,
      'aria-describedby': ids.emailError,
    });
    const emailError = element('p', { id: ids.emailError, class: 'asf-error', hidden: true });
    const consent = element('input', {
      id: ids.consent,
      type: 'checkbox',
      name: 'consent',
      required: true,
      'aria-describedby': ids.consentError,
    });
    const consentError = element('p', { id: ids.consentError, class: 'asf-error', hidden: true });
    const submit = element('button', { type: 'submit', class: 'asf-submit' }, [texts.submit]);
    const status = element('p', { class: 'asf-status', role: 'status' });
    const form = element(
      'form',
      { class: 'asf', novalidate: true, 'aria-label': texts.label || texts.submit },
      [
        element('div', { class: 'asf-field' }, [
          element('label', { for: ids.email, class: 'asf-label' }, [texts.email]),
          email,
          emailError,
        ]),
        element('div', { class: 'asf-check' }, [
          consent,
          element('label', { for: ids.consent }, [texts.consent]),
          consentError,
        ]),
        submit,
        status,
      ],
    );

    function showError(input, message, text) {
      message.textContent = text || '';
      message.hidden = !text;
      if (text) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }

    function validate() {
      const value = email.value.trim();
      showError(email, emailError, !value ? texts.required : EMAIL.test(value) ? '' : texts.invalid);
      showError(consent, consentError, consent.checked ? '' : texts.consentRequired);
      const firstInvalid = [email, consent].find((input) => input.getAttribute('aria-invalid') === 'true');
      if (firstInvalid) firstInvalid.focus();
      return !firstInvalid;
    }

    let sending = false;
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (sending || !validate()) return;
      sending = true;
      submit.setAttribute('aria-disabled', 'true');
      status.removeAttribute('data-tone');
      status.textContent = texts.sending;
      try {
        const response = await fetch('/api/v1/Form/NewsletterSignup', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-lang': locale },
          credentials: 'same-origin',
          body: JSON.stringify({ Email: email.value.trim(), Locale: locale }),
        });
        if (response.status === 204) {
          const heading = element('h3', { tabindex: -1 }, [texts.thanks]);
          const done = element('div', { class: 'asf-done', role: 'status' }, [
            heading,
            element('p', {}, [texts.thanksText.replace('{email}', email.value.trim())]),
          ]);
          form.replaceWith(done);
          heading.focus();
          return;
        }
        if (response.status === 400) {
          status.textContent = '';
          showError(email, emailError, texts.invalid);
          email.focus();
        } else {
          status.setAttribute('data-tone', 'error');
          status.textContent = response.status === 429 ? texts.tooMany : texts.error;
        }
      } catch {
        status.setAttribute('data-tone', 'error');
        status.textContent = texts.error;
      }
      sending = false;
      submit.removeAttribute('aria-disabled');
    });
    target.replaceChildren(form);
  }

  async function newsletter(options) {
    const target =
      typeof options.target === 'string' ? document.querySelector(options.target) : options.target;
    if (!target) throw new Error(`AirshopForms: no element ${options.target}`);
    addStyles();
    const locale = pageLocale();
    try {
      buildForm(target, await loadTexts(locale), locale);
    } catch (error) {
      target.dispatchEvent(new CustomEvent('marketingformerror', { bubbles: true, detail: String(error) }));
    }
  }

  window.AirshopForms = { newsletter };
})();

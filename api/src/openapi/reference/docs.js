// Starts Swagger UI on /api/docs with the API's own document; loaded after swagger-ui-bundle.js (both deferred).
// The options keep the page accessible (axe, e2e/api-reference.test.ts): no links nested in the operations'
// buttons (deep links), no syntax colours below the contrast minimum, and every value list with a name.

/** Swagger UI's value lists (enum parameters) carry no label: each gets one, read by screen readers only. */
function labelledSelects(system) {
  const h = system.React.createElement;
  return {
    wrapComponents: {
      Select: (Original) => (props) =>
        h('label', null, h('span', { className: 'visually-hidden' }, 'Wert auswählen'), h(Original, props)),
    },
  };
}

window.SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#referenz',
  deepLinking: false,
  // The areas start closed: a reader opens the one they need (and Swagger UI stops rendering part-way through a
  // document of some 140 routes opened all at once).
  docExpansion: 'none',
  // The schemas show with each operation; a separate section of them would stand outside the page's landmarks.
  defaultModelsExpandDepth: -1,
  syntaxHighlight: { activated: false },
  plugins: [labelledSelects],
  // Nothing leaves this origin: no validator badge from swagger.io.
  validatorUrl: null,
});

// Starts Swagger UI on /api/docs with the API's own document; loaded after swagger-ui-bundle.js (both deferred).
window.SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#referenz',
  deepLinking: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  // Nothing leaves this origin: no validator badge from swagger.io.
  validatorUrl: null,
});

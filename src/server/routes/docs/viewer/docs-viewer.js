/* global SwaggerUIBundle */
// Starts the API reference page (GET /api/docs in a browser) on our own OpenAPI document. Everything
// comes from this server: no validator badge (it would call another origin), no remembered tokens.
SwaggerUIBundle({
  url: '/api/docs/openapi.json',
  dom_id: '#api-reference',
  deepLinking: true,
  validatorUrl: null,
  docExpansion: 'none',
  defaultModelsExpandDepth: 0,
  displayRequestDuration: true,
  filter: true,
  persistAuthorization: false,
});

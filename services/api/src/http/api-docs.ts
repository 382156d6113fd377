import express, { type Router } from 'express';
import { getAbsoluteFSPath } from 'swagger-ui-dist';

/** Swagger UI, served from the installed package (no CDN), reading /api/openapi.json. */
export function apiDocsRouter(document: unknown): Router {
  const router = express.Router();
  router.get('/openapi.json', (_request, response) => {
    response.json(document);
  });
  router.get('/docs/swagger-initializer.js', (_request, response) => {
    response
      .type('application/javascript')
      .send(
        "window.onload = () => { window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true }); };",
      );
  });
  router.get('/docs', (request, response, next) => {
    if (!request.originalUrl.endsWith('/')) return response.redirect(301, '/api/docs/');
    next();
  });
  router.use('/docs', express.static(getAbsoluteFSPath(), { index: 'index.html' }));
  return router;
}

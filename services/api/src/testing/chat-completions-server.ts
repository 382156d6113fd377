import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server answers next: a message content, or an HTTP failure the client should retry. */
export type ScriptedReply = { readonly content: string } | { readonly status: number };

export interface ChatCompletionsServer {
  /** The base URL a client is given, with its version: http://127.0.0.1:PORT/v1. */
  readonly url: string;
  /** The requests' bodies, in order. */
  readonly requests: readonly Record<string, unknown>[];
  /** Queues the answers of the next calls. */
  script(...replies: readonly ScriptedReply[]): void;
  close(): Promise<void>;
}

const bodyOf = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A local server speaking the OpenAI chat-completions wire format (`POST /v1/chat/completions`, `GET /v1/models`),
 * answering what a test scripted: the model of the tests, for the provider's own code path over real HTTP.
 */
export async function startChatCompletionsServer(model = 'pathwise-test-model'): Promise<ChatCompletionsServer> {
  const requests: Record<string, unknown>[] = [];
  const queue: ScriptedReply[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'GET' && request.url === '/v1/models') {
        send(200, { object: 'list', data: [{ id: model, object: 'model', created: 0, owned_by: 'pathwise-tests' }] });
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        send(404, { error: { message: `No route ${request.method} ${request.url}`, type: 'invalid_request_error' } });
        return;
      }
      requests.push(JSON.parse(await bodyOf(request)) as Record<string, unknown>);
      const reply = queue.shift();
      if (!reply) {
        send(500, { error: { message: 'Nothing scripted for this call', type: 'server_error' } });
      } else if ('status' in reply) {
        send(reply.status, { error: { message: `Scripted failure ${reply.status}`, type: 'server_error' } });
      } else {
        send(200, {
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: 0,
          model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content, refusal: null } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => queue.push(...replies),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Images the LMS draws as SVG (the team's login chart and compliance gauge, the CPD charts) for places
 * that cannot run the portal's script: a report, an e-mail, another page. Every text in them comes
 * from users or tenants, so it is escaped; the image is served so that a browser opening it directly
 * runs nothing (no script can be in it, and the CSP would stop one) and never guesses another type.
 */

const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };

/** Text or an attribute value made safe to put inside SVG markup. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ENTITIES[c]!);
}

export interface SvgDocument {
  width: number;
  height: number;
  /** The image's title (its accessible name): the chart's heading. */
  title: string;
  /** The text alternative: what the chart shows, in words. */
  description: string;
  /** Right to left: the texts run from the right (Arabic). */
  rtl?: boolean;
  /** The drawing, already escaped. */
  body: string;
}

/** An SVG image named by its title and described by its text alternative (role img, aria-labelledby). */
export function svgDocument({ width, height, title, description, rtl = false, body }: SvgDocument): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title desc"`,
    ` font-family="sans-serif"${rtl ? ' direction="rtl"' : ''}>`,
    `<title id="title">${escapeXml(title)}</title>`,
    `<desc id="desc">${escapeXml(description)}</desc>`,
    body,
    '</svg>',
  ].join('');
}

/**
 * Sends an SVG image. A GET (an address a page or a report embeds) is revalidated by its ETag, so an
 * unchanged chart costs a 304; a POST answer is never stored. Both are private: they show a person's data.
 */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string, filename: string): FastifyReply {
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('content-disposition', `inline; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
  if (request.method !== 'GET') return reply.header('cache-control', 'private, no-store').send(svg);
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', 'private, no-cache').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(svg);
}

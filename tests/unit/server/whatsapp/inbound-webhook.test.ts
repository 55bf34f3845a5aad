import { describe, expect, it } from 'vitest';
import {
  inboundTexts,
  validSignature,
  validVerifyToken,
} from '../../../../src/server/whatsapp/inbound-webhook.ts';
import { hubSignature, inboundNotification } from '../../../../src/simulator/whatsapp-twin.ts';

const SECRET = 'app-secret';
const PHONE_ID = '106540352242922';

describe("the WhatsApp webhook of customers' messages", () => {
  it('takes only the app secret’s HMAC of the exact bytes', () => {
    const body = inboundNotification(PHONE_ID, '+237699123456', 'booking K7MX-3QPD-2W');
    const bytes = Buffer.from(body);
    expect(validSignature(bytes, hubSignature(body, SECRET), SECRET)).toBe(true);
    expect(validSignature(bytes, hubSignature(body, 'other'), SECRET)).toBe(false);
    expect(validSignature(Buffer.from(`${body} `), hubSignature(body, SECRET), SECRET)).toBe(false);
    expect(validSignature(bytes, hubSignature(body, SECRET).toUpperCase(), SECRET)).toBe(false);
    expect(validSignature(bytes, null, SECRET)).toBe(false);
    expect(validSignature(bytes, hubSignature(body, ''), '')).toBe(false);
  });

  it('checks the verify token, refusing when none is set', () => {
    expect(validVerifyToken('token', 'token')).toBe(true);
    expect(validVerifyToken('tokem', 'token')).toBe(false);
    expect(validVerifyToken(null, 'token')).toBe(false);
    expect(validVerifyToken('', '')).toBe(false);
  });

  it('reads the text messages sent to our number, the sender in E.164', () => {
    const body = inboundNotification(PHONE_ID, '+237699123456', 'booking K7MX-3QPD-2W');
    expect(inboundTexts(body, PHONE_ID)).toEqual([{ from: '+237699123456', text: 'booking K7MX-3QPD-2W' }]);
    expect(inboundTexts(body, '999')).toEqual([]);
  });

  it.each([
    ['not JSON', '{'],
    ['no entries', '{"object":"whatsapp_business_account"}'],
    ['entries of the wrong shape', '{"entry":[1,{"changes":"x"},{"changes":[{"value":null}]}]}'],
    [
      'a status update',
      JSON.stringify({
        entry: [
          {
            changes: [
              { field: 'messages', value: { metadata: { phone_number_id: PHONE_ID }, statuses: [{}] } },
            ],
          },
        ],
      }),
    ],
    [
      'a sender that is no number',
      inboundNotification(PHONE_ID, '+237699123456', 'x').replace(/"237699123456"/g, '"+1 or x"'),
    ],
  ])('reads nothing from %s', (_what, body) => {
    expect(inboundTexts(body, PHONE_ID)).toEqual([]);
  });
});

// @database-independent
// The send's reply says how many addresses the mailing goes to, grouped the Indian way as the
// mass mailer's screen shows its counts (e2e/massmail.spec.ts reads it after a real send).
import { sendingMessage } from "./start-mass-mail";

it.each([
  [123456, "Sending to 1,23,456 addresses."],
  [1234, "Sending to 1,234 addresses."],
  [5, "Sending to 5 addresses."],
])("a mailing to %i addresses says %s", (count, text) => {
  expect(sendingMessage(count)).toBe(text);
});

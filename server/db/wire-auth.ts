// The password step of the embedded socket (wire-server.ts, issue 26): PostgreSQL protocol 3.0
// messages the server sends before PGlite sees a connection.

/** AuthenticationCleartextPassword: the client answers with a PasswordMessage ('p'). */
export function authenticationRequest(): Buffer {
  const message = Buffer.alloc(9);
  message.write('R', 0);
  message.writeInt32BE(8, 1);
  message.writeInt32BE(3, 5);
  return message;
}

/** ErrorResponse FATAL 28P01 (invalid_password), after which the server closes the connection. */
export function authenticationFailed(): Buffer {
  const fields = ['SFATAL', 'VFATAL', 'C28P01', 'Mpassword authentication failed'];
  const body = Buffer.from(`${fields.join('\0')}\0\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('E', 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

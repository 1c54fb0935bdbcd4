/// <reference types="astro/client" />

// Server-rendered pages receive the API's services and the signed-in user (`me`, already presented) from the
// host server.
declare namespace App {
  interface Locals extends Partial<import('#api/app.ts').PageLocals> {}
}

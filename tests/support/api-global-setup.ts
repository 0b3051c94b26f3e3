/** Global setup of the API project: nothing shared yet; each file builds its own database. */
export default function setup() {}

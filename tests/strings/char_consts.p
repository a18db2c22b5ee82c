`a` =>
`\n` =>
`\s` =>
`'` =>
consstring(`h`, `i`, 2) =>

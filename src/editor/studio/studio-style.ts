import { tokens } from '../ui/tokens';

const c = tokens.color;

/** The stylesheet of the studio's screens (/__studio/style.css), in the editor's tokens. */
export const STUDIO_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:${tokens.font.ui};font-size:${tokens.font.size.md};color:${c.text};background:${c.page};line-height:1.45}
a{color:${c.accent}}
:focus-visible{outline:3px solid ${c.focus};outline-offset:2px}
header.bar{display:flex;flex-wrap:wrap;gap:${tokens.space.md};align-items:center;justify-content:space-between;padding:${tokens.space.md} ${tokens.space.xl};background:${c.surface};border-bottom:1px solid ${c.border}}
header.bar nav{display:flex;gap:${tokens.space.lg};align-items:center;flex-wrap:wrap}
header.bar .who{color:${c.muted}}
main{max-width:1200px;margin:0 auto;padding:${tokens.space.xl}}
h1{font-size:${tokens.font.size.xl};margin:0 0 ${tokens.space.lg}}
h2{font-size:${tokens.font.size.lg};margin:${tokens.space.xl} 0 ${tokens.space.md}}
.card{background:${c.surface};border:1px solid ${c.border};border-radius:${tokens.radius.md};padding:${tokens.space.lg};margin-bottom:${tokens.space.lg}}
.narrow{max-width:420px;margin:10vh auto}
label{display:block;font-weight:600;margin:${tokens.space.md} 0 ${tokens.space.xs}}
input,select{font:inherit;padding:${tokens.space.sm};border:1px solid ${c.borderStrong};border-radius:${tokens.radius.sm};width:100%;background:${c.surface};color:${c.text}}
input[type=checkbox]{width:auto}
button{font:inherit;padding:${tokens.space.sm} ${tokens.space.lg};border-radius:${tokens.radius.sm};border:1px solid ${c.accent};background:${c.accent};color:${c.accentText};cursor:pointer}
a.button{display:inline-block;padding:${tokens.space.sm} ${tokens.space.lg};border-radius:${tokens.radius.sm};border:1px solid ${c.accent};background:${c.accent};color:${c.accentText};text-decoration:none}
button.quiet{background:${c.surface};color:${c.accent}}
button.danger{background:${c.danger};border-color:${c.danger}}
form.inline{display:inline}
.actions{display:flex;flex-wrap:wrap;gap:${tokens.space.sm};align-items:end;margin-top:${tokens.space.md}}
.actions input{width:auto}
.notice{padding:${tokens.space.md};border-radius:${tokens.radius.sm};margin-bottom:${tokens.space.lg};border:1px solid}
.notice.error{background:${c.dangerSoft};border-color:${c.danger};color:${c.danger}}
.notice.ok{background:#e8f5ec;border-color:${c.success};color:${c.success}}
.notice.warning{background:${c.warningSoft};border-color:${c.warning};color:${c.warning}}
table{width:100%;border-collapse:collapse;background:${c.surface}}
th,td{text-align:left;padding:${tokens.space.sm};border-bottom:1px solid ${c.border};vertical-align:top}
.muted{color:${c.muted}}
.state{display:inline-block;padding:0 ${tokens.space.sm};border-radius:999px;background:${c.accentSoft};color:${c.accent};font-size:${tokens.font.size.sm}}
pre{white-space:pre-wrap;font-family:${tokens.font.mono};font-size:${tokens.font.size.sm};margin:0}
.diff{font-family:${tokens.font.mono};font-size:${tokens.font.size.sm};border:1px solid ${c.border};border-radius:${tokens.radius.sm};overflow:auto;background:${c.surface}}
.diff div{white-space:pre;padding:0 ${tokens.space.sm}}
.diff .add{background:#e6f4ea}
.diff .del{background:${c.dangerSoft}}
.diff .hunk{color:${c.muted};background:${c.sunken}}
.sides{display:grid;grid-template-columns:1fr 1fr;gap:${tokens.space.md}}
.sides iframe{width:100%;height:480px;border:1px solid ${c.border};border-radius:${tokens.radius.sm};background:#fff}
.clash{display:grid;grid-template-columns:1fr 1fr;gap:${tokens.space.md}}
.top0{margin-top:0}
.grow{flex:1}
@media (max-width:700px){.sides,.clash{grid-template-columns:1fr}main{padding:${tokens.space.md}}}
`;

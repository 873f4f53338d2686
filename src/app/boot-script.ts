// The page's one inline script, in <head> (scripts/prerender-plugin.ts puts it there in dev and build), allowed
// by its hash in the Content-Security-Policy (security-headers.ts). Plain ES5 in a string, so what runs is
// exactly what is hashed.
// Relative, with its extension: security-headers.ts and the build's plugin read this file outside the app's
// path aliases, through Node's own loader.
import { THEME_SCRIPT } from '../shared/ui/theme-script.ts';

/** The built page keeps the app's own script tags inert in this <template> until the shell has painted. */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * Starts the app once the prerendered page has painted: the <template>'s script and preload tags are
 * made real after the first frame (at once in a hidden tab, which paints nothing). So a phone shows the
 * page before it downloads or runs any of the app, even when the app comes from its cache. A page
 * without the template (the dev server's) starts as it always did.
 */
const START_SCRIPT =
  '(function(){' +
  'function start(){' +
  `var t=document.getElementById(${JSON.stringify(APP_SCRIPTS_ID)});` +
  'if(!t||!t.parentNode)return;t.parentNode.removeChild(t);' +
  'var tags=t.content.children;' +
  'for(var i=0;i<tags.length;i++){' +
  'var from=tags[i],to=document.createElement(from.tagName);' +
  'for(var j=0;j<from.attributes.length;j++)to.setAttribute(from.attributes[j].name,from.attributes[j].value);' +
  'document.head.appendChild(to)}}' +
  'function afterPaint(){if(document.hidden)start();else requestAnimationFrame(function(){setTimeout(start,0)})}' +
  "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()" +
  '})()';

/** Sent by the app once React has taken the prerendered page over (src/app/app.tsx). */
export const HYDRATED_EVENT = 'token-manager:hydrated';

/**
 * No dead button while the app loads: a button pressed, or the cluster chosen, in the prerendered page
 * before React has taken it over is pressed (chosen) again, in order, once it has. Links need nothing:
 * they work as plain links.
 */
const EARLY_INPUT_SCRIPT =
  '(function(){' +
  'var early=[];' +
  'function record(e){' +
  "var t=e.target;if(!t||!t.closest||!t.closest('#root')||early.length>=8)return;" +
  "if(e.type==='click'){var b=t.closest('button');if(b&&!b.form)early.push([b])}" +
  "else if(t.tagName==='SELECT')early.push([t,t.value])}" +
  "document.addEventListener('click',record,true);document.addEventListener('change',record,true);" +
  `addEventListener(${JSON.stringify(HYDRATED_EVENT)},function replay(){` +
  `removeEventListener(${JSON.stringify(HYDRATED_EVENT)},replay);` +
  "document.removeEventListener('click',record,true);document.removeEventListener('change',record,true);" +
  'var list=early;early=[];' +
  'for(var i=0;i<list.length;i++){var el=list[i][0];if(!el.isConnected||el.disabled)continue;' +
  "if(list[i].length>1){el.value=list[i][1];el.dispatchEvent(new Event('change',{bubbles:true}))}else el.click()}" +
  '})})()';

/** The theme set before the first paint, the app started after it, and what is pressed meanwhile kept. */
export const BOOT_SCRIPT = `${THEME_SCRIPT};${START_SCRIPT};${EARLY_INPUT_SCRIPT}`;

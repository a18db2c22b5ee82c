/* profile_html.js -- the script of pop11's HTML profile report (HELP
   PROFILE, section 12).  profile_html.p copies this file into every page
   it writes, after the page's data: a JSON block (id "profile-data")
   with the frames of the run, its samples and their weights, and the
   figures per row for the tooltips.  The report table and the annotated
   source are HTML already; this script draws the flame graph (zoom by
   clicking a frame, search box, tooltips) and sorts the tables.  It uses
   nothing outside the page.

   The data: frames [{name, line, file}], samples [[frame index ...]]
   (outermost first) and weights [ticks] beside them; rows {name:
   {own, active, calls, bytes, incl}}; total, fold (profile_svg_fold_depth
   or null), width and frame_height; for a differential view also
   samples_a and weights_a (side A: the widths are side B's samples, the
   colour the change of share since A) and total_a. */
(function () {
    'use strict';
    var D = JSON.parse(document.getElementById('profile-data').textContent);
    var SVGNS = 'http://www.w3.org/2000/svg';
    var diff = D.samples_a !== undefined;

    /* ---- the tree of stacks (a loop: stacks of any depth) ---- */
    var nodes = [];
    function newNode(f, parent) {
        var n = { id: nodes.length, f: f, v: 0, a: 0, kids: [], kmap: new Map(),
                  parent: parent, depth: parent ? parent.depth + 1 : 0 };
        nodes.push(n);
        if (parent) { parent.kids.push(n); parent.kmap.set(f, n); }
        return n;
    }
    var root = newNode(-1, null);
    function add(samples, weights, side) {
        for (var s = 0; s < samples.length; s++) {
            var st = samples[s], w = weights[s], node = root;
            if (side) node.v += w; else node.a += w;
            for (var i = 0; i < st.length; i++) {
                var f = st[i];
                /* direct recursion past the fold depth is drawn as part of
                   the frame that made it (as the SVG export does) */
                if (D.fold !== null && node.depth >= D.fold && node !== root && node.f === f)
                    continue;
                var c = node.kmap.get(f);
                if (!c) c = newNode(f, node);
                if (side) c.v += w; else c.a += w;
                node = c;
            }
        }
    }
    add(D.samples, D.weights, true);
    if (diff) add(D.samples_a, D.weights_a, false);
    var totalA = diff ? root.a : 0;
    for (var i = 0; i < nodes.length; i++)
        nodes[i].kids.sort(function (x, y) { var a = label(x), b = label(y); return a < b ? -1 : a > b ? 1 : 0; });

    function nameOf(n) { return n.f < 0 ? 'all' : D.frames[n.f].name; }
    function label(n) {
        if (n.f < 0) return 'all';
        var fr = D.frames[n.f];
        return fr.line > 0 ? fr.name + ':' + fr.line : fr.name;
    }
    function pct(x, t) { return t > 0 ? (x * 100 / t).toFixed(2) : '0.00'; }

    /* ---- drawing ---- */
    var svg = document.getElementById('flame');
    var W = D.width, FH = D.frame_height, PAD = 10;
    var zoomed = root, term = '';

    function colour(n) {
        var name = nameOf(n), h = 0;
        if (diff) {
            var ch = share(n.v, root.v) - share(n.a, totalA), k = Math.round(200 * Math.min(1, Math.abs(ch) / maxChange));
            if (!(maxChange > 0)) k = 0;
            return ch > 0 ? 'rgb(255,' + (245 - k) + ',' + (245 - k) + ')'
                 : ch < 0 ? 'rgb(' + (245 - k) + ',' + (245 - k) + ',255)' : 'rgb(245,245,245)';
        }
        if (name === '<gc>' || name === '<compile>') return 'rgb(160,160,160)';
        for (var i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) % 1000003;
        return 'rgb(' + (205 + h % 50) + ',' + (Math.floor(h / 50) % 200) + ',' + (Math.floor(h / 10000) % 55) + ')';
    }
    function share(x, t) { return t > 0 ? x / t : 0; }
    var maxChange = 0;
    if (diff) for (i = 0; i < nodes.length; i++)
        maxChange = Math.max(maxChange, Math.abs(share(nodes[i].v, root.v) - share(nodes[i].a, totalA)));

    function matches(n) { return term !== '' && label(n).indexOf(term) >= 0; }

    function frameElement(n, x, y, w, cls) {
        var g = document.createElementNS(SVGNS, 'g');
        g.setAttribute('class', 'frame' + (cls ? ' ' + cls : '') + (matches(n) ? ' match' : ''));
        g.setAttribute('data-id', n.id);
        g.setAttribute('data-label', label(n));
        var r = document.createElementNS(SVGNS, 'rect');
        r.setAttribute('x', x.toFixed(2));
        r.setAttribute('y', y);
        r.setAttribute('width', w.toFixed(2));
        r.setAttribute('height', FH - 1);
        r.setAttribute('rx', 2);
        r.setAttribute('fill', matches(n) ? 'rgb(230,0,230)' : colour(n));
        g.appendChild(r);
        var chars = Math.floor((w - 6) / 7);
        if (chars >= 3) {
            var t = document.createElementNS(SVGNS, 'text'), s = label(n);
            t.setAttribute('x', (x + 3).toFixed(2));
            t.setAttribute('y', y + FH - 5);
            t.textContent = s.length <= chars ? s : s.substring(0, chars - 2) + '..';
            g.appendChild(t);
        }
        return g;
    }

    /* Draw the graph zoomed to node z: z full width, its callers below it
       full width too (dimmed), what it called above it; frames narrower
       than a tenth of a pixel are left out, with their callees. */
    function draw(z) {
        zoomed = z;
        var scale = z.v > 0 ? (W - 2 * PAD) / z.v : 0, depth = 0, todo = [[z, 0]], drawn = [];
        while (todo.length) {
            var e = todo.pop(), n = e[0], x = e[1];
            if (n.v * scale < 0.1) continue;
            drawn.push([n, x]);
            if (n.depth > depth) depth = n.depth;
            var cx = x, list = [];
            for (var k = 0; k < n.kids.length; k++) { list.push([n.kids[k], cx]); cx += n.kids[k].v; }
            for (k = list.length - 1; k >= 0; k--) todo.push(list[k]);
        }
        var height = (depth + 1) * FH + 2 * PAD;
        svg.setAttribute('width', W);
        svg.setAttribute('height', height);
        svg.setAttribute('viewBox', '0 0 ' + W + ' ' + height);
        while (svg.firstChild) svg.removeChild(svg.firstChild);
        var bg = document.createElementNS(SVGNS, 'rect');
        bg.setAttribute('width', '100%'); bg.setAttribute('height', '100%');
        bg.setAttribute('fill', diff ? 'rgb(250,250,250)' : 'rgb(250,250,238)');
        svg.appendChild(bg);
        var frag = document.createDocumentFragment();
        for (var a = z.parent; a; a = a.parent)
            frag.appendChild(frameElement(a, PAD, height - PAD - (a.depth + 1) * FH, W - 2 * PAD, 'ancestor'));
        for (var j = 0; j < drawn.length; j++) {
            var d = drawn[j];
            frag.appendChild(frameElement(d[0], PAD + d[1] * scale, height - PAD - (d[0].depth + 1) * FH,
                                          d[0].v * scale, d[0] === z ? 'zoomed' : ''));
        }
        svg.appendChild(frag);
        document.getElementById('zoom').textContent = z === root ? '' : 'Zoomed to ' + label(z);
        document.getElementById('reset').disabled = z === root;
    }

    /* ---- search ---- */
    var search = document.getElementById('search'), count = document.getElementById('matches');
    function doSearch() {
        term = search.value;
        var frames = 0, samples = 0;
        if (term !== '') {
            for (var i = 0; i < nodes.length; i++) {
                var n = nodes[i];
                if (n.v === 0 || !matches(n)) continue;
                frames++;
                /* each sample once: a match with no matching caller */
                var up = n.parent;
                while (up && !matches(up)) up = up.parent;
                if (!up) samples += n.v;
            }
            count.textContent = frames + (frames === 1 ? ' match' : ' matches') + ', ' +
                pct(samples, root.v) + '% of samples';
        } else {
            count.textContent = '';
        }
        draw(zoomed);
    }
    search.addEventListener('input', doSearch);
    document.getElementById('reset').addEventListener('click', function () { draw(root); });

    /* ---- tooltips and clicks ---- */
    var tip = document.getElementById('tip');
    function frameOf(ev) {
        var g = ev.target.closest ? ev.target.closest('g.frame') : null;
        return g ? nodes[+g.getAttribute('data-id')] : null;
    }
    function tipText(n) {
        var lines = [label(n)], fr = n.f >= 0 ? D.frames[n.f] : null;
        if (diff) {
            lines.push('B: ' + n.v + ' samples, ' + pct(n.v, root.v) + '%');
            lines.push('A: ' + n.a + ' samples, ' + pct(n.a, totalA) + '%');
            lines.push('change: ' + ((share(n.v, root.v) - share(n.a, totalA)) * 100).toFixed(2) + ' points');
        } else {
            var self = n.v;
            for (var k = 0; k < n.kids.length; k++) self -= n.kids[k].v;
            lines.push(n.v + (n.v === 1 ? ' sample, ' : ' samples, ') + pct(n.v, root.v) + '% (self ' + self + ')');
        }
        var row = fr && D.rows[fr.name];
        if (row) {
            if (row.calls !== undefined) lines.push('calls: ' + row.calls);
            if (row.bytes !== undefined) lines.push('bytes: ' + row.bytes);
            if (row.incl !== undefined) lines.push('active bytes: ' + row.incl);
        }
        if (fr && fr.file) lines.push(fr.file + (fr.line > 0 ? ':' + fr.line : ''));
        return lines.join('\n');
    }
    svg.addEventListener('mousemove', function (ev) {
        var n = frameOf(ev);
        if (!n) { tip.style.display = 'none'; return; }
        tip.textContent = tipText(n);
        tip.style.display = 'block';
        tip.style.left = (ev.pageX + 12) + 'px';
        tip.style.top = (ev.pageY + 12) + 'px';
    });
    svg.addEventListener('mouseleave', function () { tip.style.display = 'none'; });
    svg.addEventListener('click', function (ev) {
        var n = frameOf(ev);
        if (n) draw(n === zoomed ? root : n);
    });

    /* ---- sortable tables: a click on a heading sorts by its column
       (numbers largest first, names A to Z; a second click reverses) ---- */
    function sortable(table) {
        var heads = table.tHead.rows[0].cells;
        for (var c = 0; c < heads.length; c++) (function (col, th) {
            th.addEventListener('click', function () {
                var num = th.getAttribute('data-type') === 'num';
                var desc = th.getAttribute('aria-sort') ? th.getAttribute('aria-sort') !== 'descending' : num;
                for (var k = 0; k < heads.length; k++) heads[k].removeAttribute('aria-sort');
                th.setAttribute('aria-sort', desc ? 'descending' : 'ascending');
                var body = table.tBodies[0], rows = Array.prototype.slice.call(body.rows);
                rows.forEach(function (r, i) { r._i = i; });
                rows.sort(function (x, y) {
                    var a = x.cells[col].getAttribute('data-v'), b = y.cells[col].getAttribute('data-v'), d;
                    if (num) d = (+a) - (+b);
                    else d = a < b ? -1 : a > b ? 1 : 0;
                    if (desc) d = -d;
                    return d !== 0 ? d : x._i - y._i;
                });
                rows.forEach(function (r) { body.appendChild(r); });
            });
        })(c, heads[c]);
    }
    var tables = document.querySelectorAll('table.sortable');
    for (i = 0; i < tables.length; i++) sortable(tables[i]);

    draw(root);
    document.body.setAttribute('data-ready', 'true');
})();

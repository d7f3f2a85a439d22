/**
 * The sandbox checkout.js, served at GET /api/payments/sandbox/checkout.js. It defines
 * `window.Razorpay` with Razorpay's constructor options, `.on('payment.failed', cb)`, `.open()` and
 * `.close()`, and shows an accessible dialog with the amount and Success / Failure buttons.
 * It builds every DOM node itself (no inline handlers, no style attributes), so it runs under a
 * strict Content-Security-Policy.
 */
const SCRIPT = String.raw`(function () {
  'use strict';
  if (window.Razorpay && window.Razorpay.sandbox) return;

  var current = document.currentScript;
  var apiBase = current && current.src ? new URL(current.src, window.location.href).origin : window.location.origin;
  var PAY_URL = apiBase + '/api/payments/sandbox/pay';
  var money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  var counter = 0;

  function css(node, styles) {
    for (var k in styles) if (Object.prototype.hasOwnProperty.call(styles, k)) node.style[k] = styles[k];
    return node;
  }
  function make(tag, attrs, text) {
    var node = document.createElement(tag);
    if (attrs) for (var k in attrs) if (Object.prototype.hasOwnProperty.call(attrs, k)) node.setAttribute(k, attrs[k]);
    if (text != null) node.textContent = text;
    return node;
  }
  function button(label, background, color) {
    var b = make('button', { type: 'button' }, label);
    css(b, {
      font: 'inherit', fontWeight: '600', padding: '12px 16px', minHeight: '44px', borderRadius: '8px',
      border: '2px solid ' + background, background: background, color: color, cursor: 'pointer', width: '100%'
    });
    b.addEventListener('focus', function () { css(b, { outline: '3px solid #1a4dff', outlineOffset: '2px' }); });
    b.addEventListener('blur', function () { css(b, { outline: 'none' }); });
    return b;
  }

  function post(body) {
    return fetch(PAY_URL, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body)
    }).then(function (res) {
      return res.json().catch(function () { return {}; }).then(function (json) {
        if (!res.ok) throw new Error((json && json.message) || 'The sandbox could not process this payment.');
        return json.data;
      });
    });
  }

  function submitForm(url, fields) {
    var form = make('form', { method: 'POST', action: url });
    css(form, { display: 'none' });
    for (var k in fields) {
      if (!Object.prototype.hasOwnProperty.call(fields, k)) continue;
      var input = make('input', { type: 'hidden', name: k });
      input.value = fields[k];
      form.appendChild(input);
    }
    document.body.appendChild(form);
    form.submit();
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options !== 'object') throw new Error('Razorpay: options are required');
    if (!options.key) throw new Error('Razorpay: the key option is required');
    if (!options.order_id) throw new Error('Razorpay: the order_id option is required');
    this.options = options;
    this._listeners = {};
    this._root = null;
    this._opener = null;
    this._onKey = null;
  }
  Razorpay.sandbox = true;

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback !== 'function') return this;
    (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    var list = this._listeners[event] || [];
    for (var i = 0; i < list.length; i++) list[i].call(this, payload);
    return list.length > 0;
  };

  Razorpay.prototype.close = function () {
    if (!this._root) return;
    document.removeEventListener('keydown', this._onKey, true);
    this._root.remove();
    this._root = null;
    if (this._opener && typeof this._opener.focus === 'function' && document.contains(this._opener)) this._opener.focus();
  };

  Razorpay.prototype._dismiss = function () {
    this.close();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this._root) return this;
    var self = this;
    var o = this.options;
    var id = 'rzp-sandbox-' + (++counter);
    this._opener = document.activeElement;

    var overlay = css(make('div', { 'data-testid': 'rzp-sandbox' }), {
      position: 'fixed', inset: '0', background: 'rgba(15, 23, 42, 0.6)', display: 'flex',
      alignItems: 'center', justifyContent: 'center', padding: '16px', zIndex: '2147483000'
    });
    var dialog = css(make('div', {
      role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': id + '-title', 'aria-describedby': id + '-desc'
    }), {
      background: '#ffffff', color: '#0f172a', borderRadius: '12px', padding: '24px', width: '100%',
      maxWidth: '400px', boxShadow: '0 10px 40px rgba(0,0,0,0.3)', fontFamily: 'system-ui, sans-serif', lineHeight: '1.5'
    });
    var title = css(make('h2', { id: id + '-title' }, (o.name ? o.name + ' – ' : '') + 'Sandbox payment'), {
      fontSize: '1.25rem', margin: '0 0 8px'
    });
    var desc = make('div', { id: id + '-desc' });
    var amountLine = css(make('p', null, 'Amount: '), { fontSize: '1.125rem', margin: '0 0 4px' });
    var amount = make('strong', null, typeof o.amount === 'number' ? money.format(o.amount / 100) : '—');
    amountLine.appendChild(amount);
    desc.appendChild(amountLine);
    if (o.description) desc.appendChild(css(make('p', null, String(o.description)), { margin: '0 0 4px' }));
    desc.appendChild(css(make('p', null, 'Test mode: no money moves. Choose how this payment should end.'), {
      margin: '0 0 4px', color: '#475569', fontSize: '0.875rem'
    }));
    desc.appendChild(css(make('p', null, 'Order ' + o.order_id), { margin: '0 0 16px', color: '#475569', fontSize: '0.75rem' }));
    var status = css(make('p', { role: 'status', 'aria-live': 'polite' }), { minHeight: '1.5em', margin: '0 0 12px', color: '#b91c1c' });

    var success = button('Success', '#166534', '#ffffff');
    var failure = button('Failure', '#b91c1c', '#ffffff');
    var cancel = button('Cancel', '#ffffff', '#0f172a');
    css(cancel, { borderColor: '#94a3b8' });
    var actions = css(make('div'), { display: 'grid', gap: '8px' });
    actions.appendChild(success);
    actions.appendChild(failure);
    actions.appendChild(cancel);
    var buttons = [success, failure, cancel];

    function busy(on, text) {
      for (var i = 0; i < buttons.length; i++) buttons[i].disabled = on;
      dialog.setAttribute('aria-busy', on ? 'true' : 'false');
      css(status, { color: on ? '#0f172a' : '#b91c1c' });
      status.textContent = text || '';
    }

    success.addEventListener('click', function () {
      busy(true, 'Processing payment…');
      post({ order_id: o.order_id, outcome: 'success' }).then(function (data) {
        var response = {
          razorpay_payment_id: data.razorpay_payment_id,
          razorpay_order_id: data.razorpay_order_id,
          razorpay_signature: data.razorpay_signature
        };
        self.close();
        if (o.callback_url) submitForm(o.callback_url, response);
        else if (typeof o.handler === 'function') o.handler(response);
      }, function (err) {
        busy(false, err.message);
        success.focus();
      });
    });

    failure.addEventListener('click', function () {
      busy(true, 'Processing payment…');
      post({ order_id: o.order_id, outcome: 'failure' }).then(function (data) {
        var payload = { error: data.error };
        if (self._listeners['payment.failed'] && self._listeners['payment.failed'].length) {
          self.close();
          self._emit('payment.failed', payload);
        } else {
          busy(false, 'Payment failed: ' + data.error.description + ' You can try again.');
          success.focus();
        }
      }, function (err) {
        busy(false, err.message);
        failure.focus();
      });
    });

    cancel.addEventListener('click', function () { self._dismiss(); });

    this._onKey = function (event) {
      if (!self._root) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        self._dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      var enabled = buttons.filter(function (b) { return !b.disabled; });
      if (!enabled.length) { event.preventDefault(); return; }
      var first = enabled[0];
      var last = enabled[enabled.length - 1];
      var inside = dialog.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && (document.activeElement === last || !inside)) { event.preventDefault(); first.focus(); }
    };
    document.addEventListener('keydown', this._onKey, true);

    dialog.appendChild(title);
    dialog.appendChild(desc);
    dialog.appendChild(status);
    dialog.appendChild(actions);
    overlay.appendChild(dialog);
    document.body.appendChild(overlay);
    this._root = overlay;
    success.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
`;

export function sandboxCheckoutScript(): string {
  return SCRIPT;
}

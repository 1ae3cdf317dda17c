"""How the local backends (transformers, vLLM) turn a :class:`Request` into prompt token ids.

- ``prompt``: tokenized as is, with the tokenizer's special tokens (BOS).
- ``messages`` and a tokenizer with a chat template: the template, with the
  generation prompt (or continuing a final assistant message as a prefill).
  Templates that refuse a system role (Gemma's, among the paper's models) get
  the system text folded into the first user message, separated by a blank line.
- ``messages`` without a chat template (a base model): the contents joined by
  blank lines, as a plain prompt.

Both local backends use this, so the same request reaches the model the same way.
"""

from __future__ import annotations

from mt_raig.llm.base import Request


def fold_system(messages: list[dict]) -> list[dict]:
    """Merge system messages into the first user message (for templates without a system role)."""
    system = "\n\n".join(m["content"] for m in messages if m["role"] == "system")
    rest = [dict(m) for m in messages if m["role"] != "system"]
    if not system:
        return rest
    for m in rest:
        if m["role"] == "user":
            m["content"] = f"{system}\n\n{m['content']}"
            return rest
    return [{"role": "user", "content": system}, *rest]


def apply_template(tokenizer, messages: list[dict]) -> str:
    """The chat template applied to ``messages``; system text folded in when the template refuses it."""
    continue_final = messages[-1]["role"] == "assistant"

    def render(msgs: list[dict]) -> str:
        return tokenizer.apply_chat_template(
            msgs, tokenize=False, add_generation_prompt=not continue_final, continue_final_message=continue_final
        )

    try:
        return render(messages)
    except Exception as exc:  # jinja2's TemplateError from raise_exception(...) in the template
        if not any(m["role"] == "system" for m in messages) or "system" not in str(exc).lower():
            raise
        return render(fold_system(messages))


def render_prompt_ids(request: Request, tokenizer) -> list[int]:
    """Prompt token ids for ``request`` with a Hugging Face tokenizer (rules in the module docstring)."""
    if request.prompt is not None:
        return tokenizer(request.prompt, add_special_tokens=True).input_ids
    messages = [dict(m) for m in request.messages]
    if getattr(tokenizer, "chat_template", None):
        return tokenizer(apply_template(tokenizer, messages), add_special_tokens=False).input_ids
    return tokenizer("\n\n".join(m["content"] for m in messages), add_special_tokens=True).input_ids

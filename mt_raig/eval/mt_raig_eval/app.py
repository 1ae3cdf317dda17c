"""Gradio widget for a Hugging Face Space hosting this module (needs ``gradio``; not used by ``evaluate.load``)."""

from pathlib import Path

import evaluate
from evaluate.utils import launch_gradio_widget

module = evaluate.load(str(Path(__file__).with_name("mt_raig_eval.py")))
launch_gradio_widget(module)

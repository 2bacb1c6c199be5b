"""What every benchmark run records about where it ran, and where it is kept: the machine, its
load, the commit, and the run folder scripts/runs/DATE-NAME-COMMIT[SUFFIX]/ (scripts/bench and
scripts/measure-memory)."""
import os
import platform
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def machine():
    """Cores, processor model and system."""
    model = '?'
    try:
        with open('/proc/cpuinfo', encoding='utf-8') as f:
            model = next((ln.split(':', 1)[1].strip() for ln in f if ln.startswith('model name')), '?')
    except OSError:
        pass
    return {'cores': os.cpu_count(), 'cpu': model, 'system': platform.platform()}


def loadavg():
    """The load averages of the last 1, 5 and 15 minutes."""
    try:
        with open('/proc/loadavg', encoding='utf-8') as f:
            return ' '.join(f.read().split()[:3])
    except OSError:
        return '?'


def git(*args):
    """A git command's output in the project ('' when it fails)."""
    proc = subprocess.run(['git', '-C', ROOT, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    return proc.stdout.strip()


def commit():
    """The short commit of the project's HEAD ('nogit' outside a clone)."""
    return git('rev-parse', '--short', 'HEAD') or 'nogit'


def run_folder(name, suffix=''):
    """The run folder of today's run NAME at HEAD, created."""
    folder = os.path.join(HERE, 'runs', f'{time.strftime("%Y-%m-%d")}-{name}-{commit()}{suffix}')
    os.makedirs(folder, exist_ok=True)
    return folder
